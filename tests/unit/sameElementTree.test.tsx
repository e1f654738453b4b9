import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { sameElementTree } from '../../src/layout/sameElementTree';

const Page = ({ label }: { label?: string; options?: object }) => <p>{label}</p>;
const Other = () => null;
const options = { route: 'dashboard' };

/** Built again on every call, as react-admin's routes build the layout's children on every render. */
const tree = (extra: { label?: string; key?: string; opts?: object; more?: boolean } = {}) => (
  <Routes>
    {[<Route key={extra.key ?? 'cards'} path="cards/*" element={<Page label="Kort" />} />]}
    <Route path="/" element={<Page label={extra.label ?? 'Översikt'} options={extra.opts ?? options} />} />
    {extra.more ? <Route path="*" element={<Other />} /> : null}
  </Routes>
);

describe('sameElementTree', () => {
  it('finds fresh elements built from the same parts the same', () => {
    expect(tree()).not.toBe(tree());
    expect(sameElementTree(tree(), tree())).toBe(true);
  });

  it.each([
    ['a different text', { label: 'Start' }],
    ['a different key', { key: 'banks' }],
    ['an equal but new object', { opts: { route: 'dashboard' } }],
    ['one more route', { more: true }],
  ])('finds a tree with %s different', (_name, change) => {
    expect(sameElementTree(tree(), tree(change))).toBe(false);
  });

  it('tells element types, arrays and plain values apart', () => {
    expect(sameElementTree(<Page />, <Other />)).toBe(false);
    expect(sameElementTree([<Page key="a" />], [<Page key="a" />, <Page key="b" />])).toBe(false);
    expect(sameElementTree('a', 'a')).toBe(true);
    expect(sameElementTree(<Page label="a" />, <Page />)).toBe(false);
  });
});
