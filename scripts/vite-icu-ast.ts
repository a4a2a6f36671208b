// A Vite plugin (decision 0052): the messages with arguments or tags in the catalogues
// (shared/i18n/messages/*.json) are bundled as ICU ASTs, parsed here at build time, so the browser
// gets intl-messageformat without its message parser (FormatJS's documented "without parser" build):
// `icuWithoutParser` is the alias that drops it.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Alias, Plugin } from "vite";
import { type CataloguePart, partOf } from "../shared/i18n/catalogue-parts.js";

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]+\.json(\?part=(core|home|rest))?$/;

/**
 * `messages/<lang>.json?part=core`, `?part=home` and `?part=rest` are the parts of a catalogue
 * (shared/i18n/catalogue-parts.ts), each a chunk of its own. `ast: false` (vitest) keeps the
 * messages as ICU strings.
 */
export function icuAst({ ast = true }: { ast?: boolean } = {}): Plugin {
  return {
    name: "karaage:icu-ast",
    enforce: "pre",
    async load(id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const part = match[2] as CataloguePart | undefined;
      const file = id.replace(/\?.*$/, "");
      const messages = JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
      // A message without arguments or tags stays a string, shown as it is (lib/i18n.tsx).
      const result = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !part || partOf(key) === part)
          .map(([key, text]) => [key, ast && /[{<]/.test(text) ? parse(text) : text]),
      );
      // A whole catalogue stays JSON (Vite's own JSON plugin turns it into a module); a part, whose
      // name does not end in .json, is a module already.
      return part ? `export default ${JSON.stringify(result)};\n` : JSON.stringify(result);
    },
  };
}

/** Every catalogue is an AST already (icuAst): the parser's module becomes its no-parser twin. */
export function icuWithoutParser(): Alias {
  const require = createRequire(import.meta.url);
  const main = require.resolve("@formatjs/icu-messageformat-parser");
  return {
    find: /^@formatjs\/icu-messageformat-parser$/,
    replacement: path.join(path.dirname(main), "lib", "no-parser.js"),
  };
}
