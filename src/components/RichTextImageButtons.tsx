import { useRef, useState } from 'react';
import { ToggleButton } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ImageFolder } from '../providers/imageUpload';
import { LazyImagePicker } from './ImageLibraryButton';
import { AltTextDialog } from './AltTextDialog';

const ERROR_KEYS = ['too_large', 'wrong_type', 'no_network', 'no_right', 'failed'].map(
  (key) => `app.image.errors.${key}`,
);

interface ImageChain {
  setImage(attributes: { src: string; alt?: string }): ImageChain;
  run(): boolean;
}

/**
 * Pictures in a news or blog body: "Infoga bild" uploads a file to Storage through the data provider (as the image
 * fields do) and inserts an <img> with its public URL; "Bild från biblioteket" inserts one already in the bucket.
 * The picture's description (alt text) is asked in AltTextDialog first; the picture is a block of its own
 * (RichTextEditorInput configures the image node as a block, not inline in a paragraph).
 */
export function RichTextImageButtons({ folder }: { folder: ImageFolder }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);

  const [pending, setPending] = useState<string | null>(null);
  const insert = (src: string) => setPending(src);
  const place = (alt: string) => {
    if (pending) (editor.chain().focus() as unknown as ImageChain).setImage({ src: pending, alt }).run();
    setPending(null);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      insert(await dataProvider.uploadImage(file, { folder }));
    } catch (error) {
      const message = (error as { message?: string })?.message ?? '';
      notify(ERROR_KEYS.includes(message) ? message : 'app.image.errors.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const pickFile = () => input.current?.click();
  const pick = () => setPicking(true);
  const disabled = !editor?.isEditable || busy;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="body-image-input"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {[
        {
          value: 'image-upload',
          label: 'app.image.insert_upload',
          Icon: AddPhotoAlternateOutlined,
          open: pickFile,
        },
        { value: 'image-library', label: 'app.image.insert_library', Icon: PhotoLibraryOutlined, open: pick },
      ].map(({ value, label, Icon, open }) => (
        <ToggleButton
          key={value}
          value={value}
          aria-label={translate(label)}
          title={translate(label)}
          selected={false}
          disabled={disabled}
          onClick={open}
        >
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
      <LazyImagePicker open={picking} onClose={() => setPicking(false)} onPick={insert} />
      <AltTextDialog src={pending} onInsert={place} onCancel={() => setPending(null)} />
    </>
  );
}
