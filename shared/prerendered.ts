// What the server's /menu page and the client agree on (decision 0029).

/** Set on <html> and #root of a page the server rendered; #root loses it once the app runs. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The <script type="application/json"> beside #root holding the answer the page was rendered with. */
export const PRERENDERED_MENU_ID = "prerendered-menu";
