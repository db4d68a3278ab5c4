/**
 * Templates used as partials, registered by full path (`systems/steelbound/templates/…`) through
 * foundry.applications.handlebars.loadTemplates; the preview gallery registers the same list.
 */
export const SYSTEM_PARTIALS: readonly string[] = [
  "actor/parts/ability-card.hbs",
  "actor/parts/ability-groups.hbs",
  "actor/parts/characteristics.hbs",
  "actor/parts/item-list.hbs",
  "actor/parts/stamina-bar.hbs",
  "actor/parts/stats-edit.hbs",
  "hero-builder/choices.hbs",
  "item/schema-fields.hbs",
];
