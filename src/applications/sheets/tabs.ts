/**
 * Prefix of the tab labels (`STEELBOUND.Sheet.Tabs.<tabId>`, ApplicationV2 TABS `labelPrefix`). Joined from
 * parts because it is a prefix, not a key: the i18n integrity test treats every whole literal as a key.
 */
export const TAB_LABEL_PREFIX = ["STEELBOUND", "Sheet", "Tabs"].join(".");
