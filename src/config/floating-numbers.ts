/**
 * init: floating numbers over tokens (src/canvas/floating-numbers.ts) on every client. The requesting client's
 * `preUpdateActor` hook records each actor's Stamina before the change in the operation's options (v13
 * client/data/client-backend.mjs #preUpdateDocumentArray runs `_preUpdate` and `preUpdate<Type>` for each
 * document, then `Object.assign(operation, options)` — "hooks may have changed options" — and sends the
 * operation); every client's `updateActor` hook receives those options (#handleUpdateDocuments) and floats
 * the difference. One operation may update several actors, so the readings are keyed by actor UUID.
 */
import type { StaminaNumbers } from "../canvas/floating-numbers.ts";
import { track } from "../applications/windows.ts";

const OPTION = "steelboundStamina";

function staminaOf(actor: Actor.Implementation): StaminaNumbers {
  const stamina = foundry.utils.getProperty(actor.system, "stamina") as
    { value?: unknown; temporary?: unknown } | undefined;
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  return { value: n(stamina?.value), temporary: n(stamina?.temporary) };
}

/** The change touches Stamina (changes reach `preUpdate<Type>` expanded: #preUpdateDocumentArray expandObject). */
function touchesStamina(changes: object): boolean {
  const stamina: unknown = foundry.utils.getProperty(changes, "system.stamina");
  return (
    (typeof stamina === "object" && stamina !== null && ("value" in stamina || "temporary" in stamina)) ||
    "system.stamina.value" in changes ||
    "system.stamina.temporary" in changes
  );
}

/** The readings recorded in an operation's options (written by our own hook, read back as such). */
function readings(options: object): Record<string, StaminaNumbers> {
  const value: unknown = Reflect.get(options, OPTION);
  return typeof value === "object" && value !== null ? (value as Record<string, StaminaNumbers>) : {};
}

export function registerFloatingNumbers(): void {
  Hooks.on("preUpdateActor", (actor, changes, options) => {
    if (!touchesStamina(changes)) return;
    Reflect.set(options, OPTION, { ...readings(options), [actor.uuid]: staminaOf(actor) });
  });
  Hooks.on("updateActor", (actor, _changed, options) => {
    const before = readings(options)[actor.uuid];
    if (!before) return;
    const label = (signed: string) =>
      game.i18n?.format("STEELBOUND.Floating.Temporary", { value: signed }) ?? `${signed} temp`;
    const after = staminaOf(actor);
    // The drawing loads with the first change of Stamina this client sees.
    void track(import("../canvas/floating-numbers.ts")).then(({ floatingNumbers, showFloatingNumbers }) => {
      showFloatingNumbers(actor, floatingNumbers(before, after, label));
    });
  });
}
