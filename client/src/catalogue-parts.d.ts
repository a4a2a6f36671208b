// A catalogue's core, home or rest (scripts/vite-icu-ast.ts, shared/i18n/catalogue-parts.ts).
declare module "*.json?part=core" {
  const messages: Record<string, string>;
  export default messages;
}
declare module "*.json?part=rest" {
  const messages: Record<string, string>;
  export default messages;
}
declare module "*.json?part=home" {
  const messages: Record<string, string>;
  export default messages;
}
