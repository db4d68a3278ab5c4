/**
 * Where core hands an effect's changes to the effect class, per simulated generation (test/harness/actor.ts;
 * rows in ./behaviours.ts V14_BEHAVIOURS): v13 Actor#applyActiveEffects → the instance ActiveEffect#apply;
 * v14 Actor#applyActiveEffects(phase) → the static applyChange of the configured class, phase by phase, the
 * instance apply and CONST.ACTIVE_EFFECT_MODES only as warning shims. Run as both generations.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HarnessActiveEffect, HarnessActor, type EffectChange } from "../harness/actor.ts";
import { clearCompatibilityWarnings, compatibilityWarnings, type Plain } from "../harness/utils.ts";
import type { HarnessDocument } from "../harness/document.ts";
import { legacyDeletions, SimForcedDeletion, simV14, V14_DEPRECATIONS } from "./generation.ts";

const calls: string[] = [];
class SpyEffect extends HarnessActiveEffect {
  override apply(actor: HarnessDocument, change: EffectChange): Plain {
    calls.push(`apply ${change.key}`);
    return super.apply(actor, change);
  }
  static applyChange(target: HarnessDocument, change: Plain, options?: Plain): Plain {
    calls.push(`static ${String(change["key"])} ${String(change["phase"])} ${String(change["priority"])}`);
    const core = (Object.getPrototypeOf(SpyEffect) as { applyChange: (...a: unknown[]) => Plain })
      .applyChange;
    return core.call(this, target, change, options);
  }
}
const config = () => (globalThis as unknown as { CONFIG: Record<string, Plain | undefined> }).CONFIG;
let saved: Plain | undefined;
beforeEach(() => {
  saved = config()["ActiveEffect"];
  config()["ActiveEffect"] = { ...(saved ?? {}), documentClass: SpyEffect };
  calls.length = 0;
  clearCompatibilityWarnings();
});
afterEach(() => {
  config()["ActiveEffect"] = saved;
});
const messages = () => compatibilityWarnings().map((w) => w.message);

function korva(effects: Plain[]): HarnessActor {
  return new HarnessActor({
    _id: "korva0000000000a",
    name: "Korva",
    type: "hero",
    system: { speed: 5 },
    effects,
  });
}

describe.skipIf(simV14())("v13: the instance route", () => {
  it("Actor#applyActiveEffects calls ActiveEffect#apply for each change; no static applyChange exists", () => {
    const actor = korva([
      { _id: "eff0000000000001", name: "Quick", changes: [{ key: "system.speed", mode: 2, value: "1" }] },
    ]);
    expect((actor.system as Plain)["speed"]).toBe(6);
    expect(calls).toEqual(["apply system.speed"]);
    expect(Object.hasOwn(HarnessActiveEffect, "applyChange")).toBe(false);
    expect(messages()).toEqual([]);
  });
});

describe.skipIf(!simV14())("v14: the static route by phase", () => {
  it("applyActiveEffects('initial') then ('final'): the static applyChange per change, by type priority (add 20 before override 50); the instance apply is never called", () => {
    const actor = korva([
      {
        _id: "eff0000000000001",
        name: "Late cap",
        system: { changes: [{ key: "system.speed", type: "override", value: 3, phase: "final" }] },
      },
      {
        _id: "eff0000000000002",
        name: "Quick",
        system: {
          changes: [
            { key: "system.speed", type: "override", value: 8 },
            { key: "system.speed", type: "add", value: 1 },
          ],
        },
      },
    ]);
    expect(calls).toEqual([
      "static system.speed initial 20",
      "static system.speed initial 50",
      "static system.speed final 50",
    ]);
    expect((actor.system as Plain)["speed"]).toBe(3);
    expect(messages()).toEqual([]);
  });

  it("the instance apply is a shim: a compatibility warning, then the static applyChange with the effect attached", () => {
    const actor = korva([{ _id: "eff0000000000001", name: "Quick", system: { changes: [] } }]);
    const effect = actor.effects.contents[0];
    if (!effect) throw new Error("no effect");
    calls.length = 0;
    effect.apply(actor, { key: "system.speed", mode: 2, value: 1 });
    expect(calls[0]).toBe("apply system.speed");
    expect(calls[1]).toMatch(/^static system.speed/);
    expect(messages()).toEqual([V14_DEPRECATIONS.instanceApply]);
  });

  it("reading CONST.ACTIVE_EFFECT_MODES or a change's numeric mode logs a compatibility warning; the modes read empty", () => {
    const modes = (globalThis as unknown as { CONST: { ACTIVE_EFFECT_MODES: Plain } }).CONST
      .ACTIVE_EFFECT_MODES;
    expect(modes).toEqual({});
    class ModeReader extends SpyEffect {
      static override applyChange(target: HarnessDocument, change: Plain, options?: Plain): Plain {
        calls.push(`mode ${String(change["mode"])}`);
        return super.applyChange(target, change, options);
      }
    }
    config()["ActiveEffect"] = { documentClass: ModeReader };
    korva([
      {
        _id: "eff0000000000001",
        name: "Quick",
        system: { changes: [{ key: "system.speed", type: "add", value: 1 }] },
      },
    ]);
    expect(messages()).toEqual([V14_DEPRECATIONS.effectModes, V14_DEPRECATIONS.changeMode]);
  });

  it("a ForcedDeletion value deletes its key as the legacy '-=' key does", () => {
    expect(legacyDeletions({ flags: { steelbound: { turn: new SimForcedDeletion(), keep: 1 } } })).toEqual({
      flags: { steelbound: { "-=turn": null, keep: 1 } },
    });
  });
});
