/**
 * Macros and the hotbar, the part Steelbound meets:
 * - SimMacro: v13 client/documents/macro.mjs Macro (`isAuthor`, `canExecute` = canUserExecute(game.user),
 *   LIMITED; `execute(scope)`: a script macro's command runs as the body of an AsyncFunction with the
 *   arguments speaker, actor, token, character and scope (Macro#executeScript); `_onCreate` with
 *   `options.hotbarSlot` assigns the creator's hotbar slot) and common/documents/macro.mjs BaseMacro
 *   (the author is the creating user, `_preCreate`; the author holds OWNER, `getUserLevel`).
 * - SimHotbar: v13 client/applications/ui/hotbar.mjs Hotbar — ten `li.slot[data-slot]`; a drop reads the
 *   drag's JSON (TextEditor.getDragEventData), calls `Hooks.call("hotbarDrop", hotbar, data, slot)` and
 *   stops when a listener returns false (Hotbar#onDragDrop); otherwise a dropped Macro is assigned, any
 *   other document gets a "Display <name>" script macro toggling its sheet (_createDocumentSheetToggle).
 * - `assignHotbarMacro` follows v13 client/documents/user.mjs User#assignHotbarMacro (one user update,
 *   `{hotbar}` replaced whole).
 */
import { HarnessDocument } from "../harness/document.ts";
import { deepClone, type Plain } from "../harness/utils.ts";
import type { SimUser } from "./documents.ts";

type G = {
  game: {
    user: SimUser;
    settings: { get(namespace: string, key: string): unknown };
    macros?: { get(id: string): SimMacro | undefined; has(id: string): boolean };
  };
  Hooks: { call(name: string, ...args: unknown[]): boolean };
  ChatMessage: { getSpeaker(options?: object): Plain };
  CONFIG: Record<string, { documentClass?: unknown } | undefined>;
  ui: { notifications?: { warn(m: string): void; error(m: string): void } };
};
const g = () => globalThis as unknown as G;
const OWNER = 3;
const LIMITED = 1;

type AsyncFn = new (...args: string[]) => (...values: unknown[]) => Promise<unknown>;
// v13 foundry.utils.AsyncFunction is the constructor of async functions.
const AsyncFunction = (Object.getPrototypeOf(async function () {}) as { constructor: AsyncFn }).constructor;

export class SimMacro extends HarnessDocument {
  static override documentName = "Macro";

  constructor(data: Plain = {}, options: { parent?: HarnessDocument | null } = {}) {
    // BaseMacro#_preCreate: the author is the user who creates it (DocumentAuthorField initial).
    super({ type: "chat", scope: "global", command: "", author: g().game.user.id, ...data }, options);
  }
  get author(): string | null {
    const id = this._source["author"];
    return typeof id === "string" ? id : null;
  }
  get command(): string {
    const command = this._source["command"];
    return typeof command === "string" ? command : "";
  }
  get isAuthor(): boolean {
    return g().game.user.id === this.author;
  }
  /** BaseMacro#getUserLevel: the author owns the macro; otherwise its ownership decides. */
  canUserExecute(user: SimUser): boolean {
    if (user.id === this.author) return true;
    // install.ts defines testUserPermission on every sim document's prototype.
    const doc = this as unknown as { testUserPermission(u: SimUser, l: number): boolean };
    return doc.testUserPermission(user, LIMITED);
  }
  get canExecute(): boolean {
    return this.canUserExecute(g().game.user);
  }
  override get isOwner(): boolean {
    const user = g().game.user;
    if (user.isGM || user.id === this.author) return true;
    const own = (this._source["ownership"] as Record<string, number> | undefined) ?? {};
    return (own[user.id] ?? own["default"] ?? 0) >= OWNER;
  }

  execute(scope: Plain = {}): Promise<unknown> | undefined {
    if (!this.canExecute) {
      g().ui.notifications?.warn(`You do not have permission to execute Macro "${this.name}".`);
      return undefined;
    }
    if (this._source["type"] !== "script") throw new Error("sim: only script macros are simulated");
    const { speaker: given, actor, token, ...rest } = scope;
    const speaker = given ?? g().ChatMessage.getSpeaker({ actor, token });
    const character = g().game.user.character;
    const names = Object.keys(rest);
    const fn = new AsyncFunction(
      "speaker",
      "actor",
      "token",
      "character",
      "scope",
      ...names,
      `{${this.command}\n}`,
    );
    return fn.call(this, speaker, actor ?? null, token ?? null, character, rest, ...Object.values(rest));
  }

  protected override _onCreate(data: Plain, options: Plain, userId: string): void {
    super._onCreate(data, options, userId);
    const slot = options["hotbarSlot"];
    if (userId === g().game.user.id && typeof slot === "number")
      void assignHotbarMacro(g().game.user, this, slot);
  }
}

/** v13 User#hotbar: slot number → macro id. */
export function hotbarOf(user: SimUser): Record<string, string> {
  return deepClone((user._source["hotbar"] as Record<string, string> | undefined) ?? {});
}

/** v13 User#assignHotbarMacro (slot 1–50; the first free one when none is given). */
export async function assignHotbarMacro(
  user: SimUser,
  macro: SimMacro | null,
  slot?: number | string | null,
  { fromSlot }: { fromSlot?: number | string } = {},
): Promise<unknown> {
  const hotbar = hotbarOf(user);
  let at = slot === undefined || slot === null || slot === "" ? NaN : Number(slot);
  if (Number.isNaN(at)) at = Array.from({ length: 50 }, (_, i) => i + 1).find((i) => !(i in hotbar)) ?? NaN;
  if (!(at >= 1 && at <= 50)) throw new Error("Invalid Hotbar slot requested");
  if (macro && hotbar[at] === macro.id) return user;
  const current = hotbar[at];
  const update = new Map(Object.entries(hotbar));
  if (macro) update.set(String(at), macro.id);
  else update.delete(String(at));
  if (fromSlot !== undefined && String(fromSlot) in hotbar) {
    if (current) update.set(String(fromSlot), current);
    else update.delete(String(fromSlot));
  }
  return user.update({ hotbar: Object.fromEntries(update) }, { diff: false, recursive: false, noHook: true });
}

interface DropClass {
  fromDropData(data: Plain): Promise<HarnessDocument>;
  create(data: Plain): Promise<HarnessDocument | undefined>;
}

/** v13 Hotbar: the slots of page 1 and the drop workflow. */
export class SimHotbar {
  readonly element: HTMLElement;
  /** v13 Hotbar#locked: the client setting core.hotbarLock. */
  get locked(): boolean {
    return g().game.settings.get("core", "hotbarLock") === true;
  }

  constructor() {
    this.element = document.createElement("aside");
    this.element.id = "hotbar";
    const list = document.createElement("ol");
    for (let slot = 1; slot <= 10; slot += 1) {
      const li = document.createElement("li");
      li.className = "slot";
      li.dataset["slot"] = String(slot);
      li.addEventListener("dragover", (event) => {
        event.preventDefault();
      });
      li.addEventListener("drop", (event) => {
        event.preventDefault();
        void this.onDrop(event);
      });
      list.append(li);
    }
    this.element.append(list);
  }

  /** The macro in a slot of the current user's hotbar. */
  macroAt(slot: number): SimMacro | null {
    const id = hotbarOf(g().game.user)[slot];
    return id ? (g().game.macros?.get(id) ?? null) : null;
  }

  /** Hotbar#onDragDrop (after the drop-target highlight). */
  async onDrop(event: Event): Promise<unknown> {
    const li = (event.target as HTMLElement).closest<HTMLElement>(".slot");
    const slot = li?.dataset["slot"] ?? "";
    let data: Plain;
    try {
      data = JSON.parse((event as DragEvent).dataTransfer?.getData("text/plain") ?? "") as Plain;
    } catch {
      data = {};
    }
    if (!g().Hooks.call("hotbarDrop", this, data, slot)) return undefined;
    if (this.locked) return undefined;
    const type = typeof data["type"] === "string" ? data["type"] : "";
    const cls = g().CONFIG[type]?.documentClass as DropClass | undefined;
    const doc = cls ? await cls.fromDropData(data) : null;
    if (!doc) return undefined;
    let macro: HarnessDocument | undefined;
    if (type === "Macro") macro = g().game.macros?.has(doc.id) ? doc : await cls?.create(doc.toObject());
    else
      macro = await SimMacro.create({
        name: `Display ${doc.name}`,
        type: "script",
        img: "icons/svg/book.svg",
        command: `await foundry.applications.ui.Hotbar.toggleDocumentSheet("${doc.uuid}");`,
      });
    if (!(macro instanceof SimMacro)) return undefined;
    const fromSlot = data["slot"];
    return assignHotbarMacro(g().game.user, macro, slot, {
      fromSlot: typeof fromSlot === "string" || typeof fromSlot === "number" ? fromSlot : undefined,
    });
  }
}
