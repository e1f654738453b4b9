// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  emotionRulesByName,
  emotionSnapshot,
  emotionStyleTag,
  withoutEmotionRules,
} from '../../build/prerender/emotion';
import { readEmotionSnapshot, snapshotFiles, type EmotionSnapshot } from '../../build/prerender/snapshot';

// Rules as stylis hands them to emotion's sheet, in insertion order.
const signinLoad = [
  '.css-aaa{display:flex;}',
  '.css-aaa:hover{color:red;}',
  '@media (min-width:600px){.css-aaa{display:block;}}',
  '@keyframes animation-kf1{0%{opacity:1;}100%{opacity:0;}}',
  '.css-bbb{animation:animation-kf1 2s;}',
  '@supports (display:grid){.css-bbb{display:grid;}}',
  '.css-ccc{margin:0;}',
];

describe('the static first paint handed to emotion', () => {
  it('groups emotion’s rules by the name it marks as inserted, a rule without a name with the one before', () => {
    const byName = emotionRulesByName(['@font-feature-values x{}', ...signinLoad, '@page{margin:0;}']);
    expect([...byName.keys()]).toEqual(['aaa', 'animation-kf1', 'bbb', 'ccc']);
    expect(byName.get('aaa')).toHaveLength(3);
    expect(byName.get('ccc')).toEqual(['.css-ccc{margin:0;}', '@page{margin:0;}']);
  });

  it('takes the markups’ names with every rule of each and the keyframes they name, first load first', () => {
    const shellLoad = ['.css-aaa{display:none;}', '.css-ddd{padding:0;}'];
    const snapshot = emotionSnapshot(
      ['<div class="Mui css-aaa"><span class="css-bbb"></span></div>', '<p class="css-ddd css-0">'],
      [signinLoad, shellLoad],
    );
    expect(snapshot).toEqual([
      ['aaa', signinLoad.slice(0, 3)],
      ['animation-kf1', [signinLoad[3]]],
      ['bbb', signinLoad.slice(4, 6)],
      ['ddd', ['.css-ddd{padding:0;}']],
    ]);
    expect(emotionStyleTag(snapshot)).toBe(
      `<style data-emotion="css aaa animation-kf1 bbb ddd">${[...signinLoad.slice(0, 6), '.css-ddd{padding:0;}'].join('')}</style>`,
    );
  });

  it('leaves out of the layer’s own CSS what the tag carries, keeps the global rules', () => {
    const snapshot: EmotionSnapshot = [
      ['aaa', []],
      ['animation-kf1', []],
    ];
    const captured = [
      'html { box-sizing: border-box; }',
      '.css-aaa { display: flex; }',
      '@media (min-width: 600px){.css-aaa { display: block; }}',
      '@keyframes animation-kf1 { 0% { opacity: 1; } }',
      '.css-zzz { margin: 0px; }',
    ];
    expect(withoutEmotionRules(captured, snapshot)).toEqual([captured[0], captured[4]]);
  });

  it('the committed snapshot covers every class of the layer’s markup and leaves no class rule to the layer', () => {
    const snapshot = readEmotionSnapshot();
    const names = new Set(snapshot.map(([name]) => name));
    for (const kind of ['signin', 'shell'] as const) {
      const markup = readFileSync(snapshotFiles(kind).html, 'utf8');
      const classes = [...markup.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1]).filter((n) => n !== '0');
      expect(classes.filter((name) => !names.has(name))).toEqual([]);
      const css = readFileSync(snapshotFiles(kind).css, 'utf8').split('\n');
      expect(withoutEmotionRules(css, snapshot).filter((rule) => /\.css-/.test(rule))).toEqual([]);
    }
    for (const [name, rules] of snapshot) {
      expect(rules.length, name).toBeGreaterThan(0);
      expect(rules.join(''), name).toContain(name.startsWith('animation-') ? name : `.css-${name}`);
    }
  });
});
