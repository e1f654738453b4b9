import { useMemo, type ChangeEvent } from 'react';
import { MenuItem, TextField, ToggleButton } from '@mui/material';
import InsertLink from '@mui/icons-material/InsertLink';
import { useEditorState } from '@tiptap/react';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import type { ImageFolder } from '../providers/imageUpload';
import { RichTextImageButtons } from './RichTextImageButtons';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The commands of StarterKit's heading and paragraph and of the link extension, which ra-input-rich-text loads. */
interface Chain {
  setParagraph(): Chain;
  setHeading(attributes: { level: 1 | 2 | 3 | 4 | 5 | 6 }): Chain;
  setLink(attributes: { href: string }): Chain;
  unsetLink(): Chain;
  extendMarkRange(type: string): Chain;
  run(): boolean;
}
const chainOf = (editor: ReturnType<typeof useTiptapEditor>) => editor.chain().focus() as unknown as Chain;

/** A labelled select instead of ra-input-rich-text's LevelSelect (an unlabelled list item outside a list). */
function HeadingSelect() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      LEVELS.find((candidate) => candidate > 0 && current?.isActive('heading', { level: candidate })) ?? 0,
  });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value) as (typeof LEVELS)[number];
    const chain = chainOf(editor);
    if (next === 0) chain.setParagraph().run();
    else chain.setHeading({ level: next }).run();
  };
  return (
    <TextField
      select
      label={translate('ra.tiptap.select_level')}
      value={level ?? 0}
      onChange={onChange}
      disabled={!editor?.isEditable}
      sx={{ minWidth: 140, mr: 1 }}
    >
      {LEVELS.map((value) => (
        <MenuItem key={value} value={value}>
          {value === 0 ? translate('ra.tiptap.paragraph') : translate(`ra.tiptap.heading${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** ra-input-rich-text's link button asks for the address with an English 'URL' prompt. */
function LinkButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const isActive = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive('link') ?? false,
  });
  const label = translate('ra.tiptap.link');
  return (
    <ToggleButton
      value="link"
      aria-label={label}
      title={label}
      selected={Boolean(isActive)}
      disabled={!editor?.isEditable}
      onClick={() => {
        const url = window.prompt(translate('app.rich_text.link_prompt'));
        if (url === null) return;
        const chain = chainOf(editor).extendMarkRange('link');
        if (url.trim() === '') chain.unsetLink().run();
        else chain.setLink({ href: url.trim() }).run();
      }}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}

/**
 * ra-input-rich-text's input with a Swedish toolbar (labels from `ra.tiptap.*`), no colour buttons, image buttons
 * that upload to Storage or reuse a stored image (not the library's URL prompt), and the editable area named by
 * its label (the library names only the wrapper).
 */
export function RichTextEditorInput({
  imageFolder,
  ...props
}: RichTextInputProps & {
  /** Where pictures inserted in the text are uploaded; without one the toolbar offers no pictures (site texts). */
  imageFolder?: ImageFolder;
}) {
  // RichTextInput labels `${id}-label`; a fixed id lets the editable area point at it.
  const id = props.id ?? `rich-text-${props.source}`;
  const labelId = `${id}-label`;
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      // A picture is a block of its own, not inline in a paragraph (ra-input-rich-text configures it inline).
      extensions: DefaultEditorOptions.extensions?.map((extension) =>
        extension.name === 'image' ? extension.configure({ ...extension.options, inline: false }) : extension,
      ),
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
      },
    }),
    [labelId],
  );
  return (
    <RichTextInput
      id={id}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingSelect />
          <FormatButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButton />
          {imageFolder ? <RichTextImageButtons folder={imageFolder} /> : null}
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
      {...props}
    />
  );
}
