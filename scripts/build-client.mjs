// `npm run build`: the browser's client into dist/client, then the server's entry into it,
// client/src/prerender.tsx, into dist/prerender (decision 0029). Accepts `--logLevel <level>`.
import { build } from "vite";

const args = process.argv.slice(2);
const at = args.indexOf("--logLevel");
const logLevel = at >= 0 ? args[at + 1] : undefined;

await build({ logLevel });
await build({ logLevel, build: { ssr: "src/prerender.tsx" } });
