import type { MenuPageQuery as MenuPageData, ProvisionMethod } from "../../gql/graphql";

/**
 * The last menu shown, per method ("" for none): a return to the page shows it at once while it is
 * read again (MenuView). The menu is not written into Apollo's normalized cache (`no-cache`):
 * normalizing and reading back its ~20 kB took ~60 ms of a phone's first load (~270 ms at
 * Lighthouse's 4× CPU) in one long task, and nothing else reads these objects from the cache
 * (decision 0025). A module of its own: the entry imports it (keepMenu) without MenuView.
 */
export const lastMenus = new Map<string, MenuPageData>();

/**
 * Keeps `menu` as the last one shown for `method`: the menu the server rendered into /menu's HTML
 * (decision 0029), so that the first render shows it at once instead of a loading state.
 */
export function keepMenu(method: ProvisionMethod | null, menu: MenuPageData): void {
  lastMenus.set(method ?? "", menu);
}
