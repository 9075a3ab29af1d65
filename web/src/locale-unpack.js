/* The locale files' strings back from the form the build packs them in (scripts/locale-pack.js):
   the key tree once, each language's texts in a list. */

/** Each language's strings from the packed form: `keys` walked in order, the n-th leaf taking
    the n-th text of each language's list; a null text leaves the key out of that language. */
export function unpackLocales({ keys, texts }) {
  const out = {};
  for (const [code, list] of Object.entries(texts)) {
    let next = 0;
    const build = (tree) => {
      const node = {};
      for (const [key, inner] of Object.entries(tree)) {
        const value = inner === 0 ? list[next++] : build(inner);
        if (value !== null) node[key] = value;
      }
      return node;
    };
    out[code] = build(keys);
  }
  return out;
}
