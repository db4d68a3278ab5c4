/**
 * The Handlebars-rendered sheet bases, built once for every Steelbound sheet.
 *
 * fvtt-types bug (see TOOLCHAIN.md): `HandlebarsApplicationMixin(ActorSheetV2)` (and ItemSheetV2) makes the
 * compiler exceed its stack depth (TS2321/TS2589). The mixed class is therefore typed as its plain base, and
 * the Handlebars-only members the sheets use (`static PARTS`, `_preparePartContext`,
 * `_configureRenderParts`) are declared by the sheets themselves.
 */
const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

export const HandlebarsActorSheet = HandlebarsApplicationMixin(
  ActorSheetV2,
) as unknown as typeof ActorSheetV2;
export const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheetV2) as unknown as typeof ItemSheetV2;

/** One template part of a sheet (HandlebarsApplicationMixin.HandlebarsTemplatePart). */
export type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;

/**
 * HandlebarsApplicationMixin#_preparePartContext of a mixed base, which the cast above hides from the
 * compiler: v13 sets `partId` (`<app id>-<part>`) on the shared context there, so overrides start from it.
 */
export async function handlebarsPartContext<C extends object>(
  base: { prototype: object },
  app: object,
  partId: string,
  context: C,
  options: unknown,
): Promise<C & { partId?: string }> {
  const core: unknown = Reflect.get(base.prototype, "_preparePartContext");
  if (typeof core !== "function") return context;
  // The mixin's method mutates and returns the context it is given (v13 handlebars-application.mjs).
  const result = (await (core as (...args: unknown[]) => Promise<unknown>).call(
    app,
    partId,
    context,
    options,
  )) as C;
  return result;
}
