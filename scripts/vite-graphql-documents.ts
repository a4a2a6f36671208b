// A Vite plugin for the build (decision 0012), in the spirit of the codegen client preset's
// babel/swc plugin: each `graphql(`…`)` call in client/src becomes that one document, the very
// object codegen wrote in client/src/gql/graphql.ts, inlined in the calling module. Without it
// every graphql() call goes through gql.ts's map of ALL the project's documents (the back
// office's too), which lands in the entry chunk. Importing the documents from graphql.ts instead
// is not enough: one module lives in one chunk, so all the used ones would still share the entry.
// A call whose document is not found (codegen not run) is left as it is: correct, just bigger.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(?:query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/m;
const EXPORT =
  /^export const (\w+) = (\{(?:"__meta__":\{"hash":"[^"]*"\},)?"kind":"Document","definitions":\[\{"kind":"(?:OperationDefinition|FragmentDefinition)"(?:,"operation":"\w+")?,"name":\{"kind":"Name","value":"(\w+)"\}.*\}) as unknown as DocumentNode<.*$/gm;

export function graphqlDocuments(clientSrc: string): Plugin {
  const generated = path.join(clientSrc, "gql", "graphql.ts");
  /** Definition name -> [export name, the document as JSON]. */
  let documents: Map<string, [string, string]> | undefined;
  const load = () => {
    const map = new Map<string, [string, string]>();
    for (const match of readFileSync(generated, "utf8").matchAll(EXPORT)) {
      if (match[1] && match[2] && match[3]) map.set(match[3], [match[1], match[2]]);
    }
    return map;
  };
  return {
    name: "karaage:graphql-documents",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(clientSrc) || id.startsWith(path.join(clientSrc, "gql")))
        return;
      if (!code.includes("graphql(`")) return;
      documents ??= load();
      const inlined = new Map<string, string>();
      const out = code.replace(CALL, (call, text: string) => {
        const name = DEFINITION.exec(text)?.[1];
        const found = name ? documents?.get(name) : undefined;
        if (!found) return call;
        const local = `__gql_${found[0]}`;
        inlined.set(local, found[1]);
        return local;
      });
      if (inlined.size === 0) return;
      // Declarations before the imports are fine: imports are hoisted, and these depend on nothing.
      const declarations = [...inlined].map(([local, json]) => `const ${local} = ${json};`).join("\n");
      return { code: `${declarations}\n${out}`, map: null };
    },
  };
}
