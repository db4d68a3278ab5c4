/** documents/slots.ts: the table documents and flows reach dialogs and flows through (filled by src/config). */
import { describe, expect, it, vi } from "vitest";
import { SLOTS } from "../../src/config/slots.ts";

describe("the slot table", () => {
  it("an empty slot fails loudly, naming the slot, instead of doing nothing", async () => {
    vi.resetModules(); // a fresh table, as before init: the harness setup filled the shared one
    const { slots } = await import("../../src/documents/slots.ts");
    const request = { squad: "s", count: 1, candidates: [], defaults: [] };
    await expect(async () => slots.fallenMinionsDialog(request)).rejects.toThrow(
      /slot "fallenMinionsDialog" is empty/,
    );
  });

  it("src/config fills every slot, and a filled slot calls what was plugged in", async () => {
    vi.resetModules();
    const { slots, fillSlots } = await import("../../src/documents/slots.ts");
    const rollDialog = vi.fn(() => Promise.resolve(null));
    fillSlots({ ...SLOTS, rollDialog });
    const options = { title: "t", kind: "test", characteristics: [], selected: null, targets: [] } as const;
    await expect(slots.rollDialog(options)).resolves.toBeNull();
    expect(rollDialog).toHaveBeenCalledWith(options);
    expect(Object.values(SLOTS).every((callback) => typeof callback === "function")).toBe(true);
  });
});
