// node-polyglot (via ra-i18n-polyglot) requires the `object.entries` polyfill, which brings call-bind and
// get-intrinsic (~4 kB gzip) into the entry chunk; every browser this admin supports has Object.entries.
module.exports = Object.entries;
