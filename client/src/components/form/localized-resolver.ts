import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { type MessageKey, useI18n } from "../../lib/i18n";

interface ErrorNode {
  type?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

/**
 * A form's resolver whose field errors read in the page's language (decision 0052). The shared zod
 * rules keep their Japanese messages (the server answers with them); on a page in another language a
 * field's error is told by its zod issue code instead: `validation.<field>.<code>` when the
 * catalogue has one, else `validation.<code>`, else `validation.invalid`. Japanese pages are left as
 * they are.
 */
export function useLocalizedResolver<V extends FieldValues, C, D>(
  resolver: Resolver<V, C, D>,
): Resolver<V, C, D> {
  const { language, has, t } = useI18n();
  return useMemo(() => {
    if (language === "ja") return resolver;
    const text = (path: string, code: string): string => {
      const keys = [`validation.${path}.${code}`, `validation.${code}`, "validation.invalid"];
      const key = keys.find(has) ?? "validation.invalid";
      return t(key as MessageKey);
    };
    const translate = (node: ErrorNode, path: string) => {
      if (typeof node.type === "string" && typeof node.message === "string")
        node.message = text(path.replace(/\.\d+(?=\.|$)/g, ""), node.type);
      for (const [key, child] of Object.entries(node))
        if (key !== "ref" && child && typeof child === "object")
          translate(child as ErrorNode, path ? `${path}.${key}` : key);
    };
    return async (values, context, options) => {
      const result = await resolver(values, context, options);
      for (const [field, error] of Object.entries(result.errors ?? {}))
        if (error && typeof error === "object") translate(error as ErrorNode, field);
      return result;
    };
  }, [language, has, t, resolver]);
}
