/// <reference types="node" />
// Reads the app's sources (TypeScript's parser) for what the i18n test checks: the fields each resource shows
// or exports, the labels written in views, and the i18n keys named in code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

// Vitest runs from the repository root.
const SRC = resolve(process.cwd(), 'src');

/** Elements whose children show another record's fields without a label of their own. */
const NESTED_RECORD = new Set([
  'ReferenceField',
  'ReferenceArrayField',
  'ReferenceOneField',
  'ArrayInput',
  'ArrayField',
  'SimpleFormIterator',
  'SingleFieldList',
]);
/** Inputs that render no label (the search box). */
const UNLABELLED = new Set(['SearchInput', 'SearchFilter']);
const KEY = /^(ra|ra-supabase|resources|app)\.[\w@.-]+$/;

export interface FieldUse {
  resource: string;
  source: string;
  file: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function visit(node: ts.Node, fn: (node: ts.Node) => void) {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringValue(node.expression);
  return undefined;
}

/** The strings of a list: an array literal, or a variable of the same file that holds one (`sources={FEES}`). */
function stringList(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isJsxExpression(node) || ts.isAsExpression(node)) return stringList(node.expression);
  if (ts.isArrayLiteralExpression(node))
    return node.elements.map((element) => stringValue(element)).filter((text) => text !== undefined);
  if (!ts.isIdentifier(node)) return [];
  let found: string[] = [];
  visit(node.getSourceFile(), (other) => {
    if (ts.isVariableDeclaration(other) && other.name.getText() === node.text)
      found = stringList(other.initializer);
  });
  return found;
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();
const attribute = (node: ts.JsxOpeningLikeElement, name: string) =>
  node.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );

/** The files a resource folder's code uses: its own, and the shared components it imports (transitively). */
function filesOf(resource: string): string[] {
  const seen = new Set<string>();
  const queue = walk(join(SRC, 'resources', resource));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    visit(parse(file), (node) => {
      if (!ts.isImportDeclaration(node)) return;
      const spec = stringValue(node.moduleSpecifier);
      if (!spec?.startsWith('.')) return;
      const base = resolve(dirname(file), spec);
      if (!base.startsWith(join(SRC, 'components'))) return;
      for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
        try {
          if (statSync(candidate).isFile()) queue.push(candidate);
        } catch {
          // not this extension
        }
      }
    });
  }
  return [...seen];
}

/** Every `source` a resource's views show as a labelled field, filter, input or column, and every exported field. */
export function fieldsUsed(resources: string[]): FieldUse[] {
  const uses: FieldUse[] = [];
  for (const resource of resources) {
    for (const file of filesOf(resource)) {
      const rel = file.slice(SRC.length + 1);
      visit(parse(file), (node) => {
        if (ts.isCallExpression(node) && node.expression.getText() === 'exportCsv') {
          const fields = node.arguments[1];
          if (fields && ts.isArrayLiteralExpression(fields))
            for (const element of fields.elements) {
              const source = stringValue(element);
              if (source) uses.push({ resource, source, file: rel });
            }
        }
        // An input described by an object (ReferenceChoices, spread on the input): `{ source: 'bank_id', … }`.
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText() === 'source' &&
          ts.isObjectLiteralExpression(node.parent)
        ) {
          const source = stringValue(node.initializer);
          if (source) uses.push({ resource, source, file: rel });
        }
        if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
        // A group of inputs (AmountGrid, BooleanInputs) names its fields in `sources`.
        for (const source of stringList(attribute(node, 'sources')?.initializer))
          uses.push({ resource, source, file: rel });
        const source = stringValue(attribute(node, 'source')?.initializer);
        if (source === undefined || source === '' || UNLABELLED.has(tagName(node))) return;
        if (attribute(node, 'label')?.initializer?.getText() === '{false}') return;
        let owner = resource;
        const start = ts.isJsxOpeningElement(node) ? node.parent.parent : node.parent;
        for (let parent: ts.Node | undefined = start; parent; parent = parent.parent) {
          if (!ts.isJsxElement(parent)) continue;
          const name = tagName(parent.openingElement);
          if (NESTED_RECORD.has(name)) return;
          if (name === 'ReferenceManyField') {
            owner = stringValue(attribute(parent.openingElement, 'reference')?.initializer) ?? owner;
            break;
          }
        }
        uses.push({ resource: owner, source, file: rel });
      });
    }
  }
  return uses;
}

/** `label="…"` written in a view as text instead of an i18n key. */
export function literalLabels(): string[] {
  const found: string[] = [];
  for (const file of walk(SRC)) {
    visit(parse(file), (node) => {
      if (!ts.isJsxAttribute(node) || node.name.getText() !== 'label') return;
      const text = stringValue(node.initializer);
      if (text !== undefined && !KEY.test(text)) found.push(`${file.slice(SRC.length + 1)}: label="${text}"`);
    });
  }
  return found;
}

/** Every string in the app's code that looks like an i18n key ('resources.cards.tabs.fees', 'app.auth.failed'). */
export function keysInCode(): Set<string> {
  const keys = new Set<string>();
  for (const file of walk(SRC)) {
    // Tests beside their code (e.g. src/providers/i18nProvider.test.ts) name keys that need not exist.
    if (file.endsWith(join('i18n', 'sv.ts')) || /\.test\.tsx?$/.test(file)) continue;
    visit(parse(file), (node) => {
      const text = stringValue(node);
      if (text && KEY.test(text)) keys.add(text);
    });
  }
  return keys;
}

/** Names, not sentences: the authenticator app shows the product's name as the TOTP issuer. */
const PRODUCT_NAMES = new Set(['Kortjämför Admin']);
/** Words that make a text Swedish even without å, ä or ö. */
const SWEDISH_WORD =
  /(^|[^\p{L}])(och|att|inte|för|är|en|ett|som|med|kan|har|till|av|på|om|du|din|ditt|måste|ange|välj|finns)([^\p{L}]|$)/iu;
const WORDS = /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u;

/** A text a user reads as Swedish: two or more words, and Swedish letters or words. */
export const isSwedishSentence = (text: string) =>
  !PRODUCT_NAMES.has(text) && WORDS.test(text) && (/[åäöÅÄÖ]/.test(text) || SWEDISH_WORD.test(text));

/**
 * Swedish sentences written in src/ outside src/i18n/ (tests excepted): string and template literals and JSX text,
 * as `file:line: text`.
 */
export function swedishSentencesInCode(): string[] {
  const found: string[] = [];
  for (const file of walk(SRC)) {
    const relative = file.slice(SRC.length + 1);
    if (relative.startsWith(`i18n${'/'}`) || /\.test\.tsx?$/.test(relative)) continue;
    const source = parse(file);
    visit(source, (node) => {
      const texts =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
          ? [node.text]
          : ts.isTemplateExpression(node)
            ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
            : [];
      for (const text of texts) {
        if (!isSwedishSentence(text.trim())) continue;
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`src/${relative}:${line}: ${text.trim()}`);
      }
    });
  }
  return found;
}
