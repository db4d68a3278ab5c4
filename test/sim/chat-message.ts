/**
 * A ChatMessage document for the simulation, written from v13 client/documents/chat-message.mjs and
 * common/documents/chat-message.mjs: the source fields our code reads (author, content, flavor, whisper,
 * blind, rolls, speaker, style, timestamp), the rolls prepared from their JSON, the roll mode applied at
 * creation, and the visibility getters (visible, isContentVisible, isRoll, isAuthor, alias) that decide what
 * each viewer sees. Rendering is in chat-render.ts.
 */
import { rollModeOfMessageMode, simV14 } from "./generation.ts";
import { HarnessDocument } from "../harness/document.ts";
import { Collection } from "../harness/collection.ts";
import type { Plain } from "../harness/utils.ts";
import { renderChatMessageHTML, type RenderHTMLOptions } from "./chat-render.ts";

export interface SimUser {
  id: string;
  name: string;
  isGM: boolean;
  isActiveGM: boolean;
}

interface SimGame {
  user: SimUser;
  users?: Collection<SimUser>;
  messages?: Collection<SimChatMessage>;
  actors?: Collection<{ name: string }>;
  settings: { get(namespace: string, key: string): unknown };
}
const simGame = (): SimGame => (globalThis as unknown as { game: SimGame }).game;

interface RollClass {
  fromData(data: unknown): unknown;
}
const rollClass = (): RollClass => (globalThis as unknown as { Roll: RollClass }).Roll;

/** v13 CONST.CHAT_MESSAGE_STYLES.OOC */
export const STYLE_OOC = 1;

export type RollMode = "roll" | "publicroll" | "gmroll" | "blindroll" | "selfroll";

export class SimChatMessage extends HarnessDocument {
  static override documentName = "ChatMessage";

  constructor(data: Plain = {}, options: { parent?: HarnessDocument | null } = {}) {
    super(
      {
        author: simGame().user.id,
        content: "",
        flavor: "",
        whisper: [],
        blind: false,
        rolls: [],
        speaker: {},
        style: 0,
        timestamp: Date.now(),
        ...data,
      },
      options,
    );
  }

  /** v13 ChatMessage.getSpeaker: alias from the option, else the actor's name (tokens and scenes not used). */
  static getSpeaker(options: { actor?: { id?: string; name?: string } | null; alias?: string } = {}): Plain {
    return {
      actor: options.actor?.id ?? null,
      alias: options.alias ?? options.actor?.name ?? simGame().user.name,
      scene: null,
      token: null,
    };
  }

  /** v13 BaseChatMessage#getUserLevel: the author owns a message; a GM owns every message. */
  override get isOwner(): boolean {
    return simGame().user.isGM || this.isAuthor;
  }

  get content(): string {
    const content = this._source["content"];
    return typeof content === "string" ? content : "";
  }
  get flavor(): string {
    const flavor = this._source["flavor"];
    return typeof flavor === "string" ? flavor : "";
  }
  get whisper(): string[] {
    return [...((this._source["whisper"] as string[] | undefined) ?? [])];
  }
  get blind(): boolean {
    return this._source["blind"] === true;
  }
  get style(): number {
    return Number(this._source["style"] ?? 0);
  }
  get timestamp(): number {
    return Number(this._source["timestamp"]);
  }
  get speaker(): { alias?: string; actor?: string } {
    return (this._source["speaker"] as { alias?: string; actor?: string } | undefined) ?? {};
  }
  get author(): SimUser | null {
    return simGame().users?.get(String(this._source["author"])) ?? null;
  }

  /**
   * v13 ChatMessage#prepareDerivedData: each stored roll becomes a Roll instance through Roll.fromData (the
   * class named in its JSON); a roll that fails to load is left out. Recomputed on read here.
   */
  get rolls(): unknown[] {
    const stored = (this._source["rolls"] as unknown[] | undefined) ?? [];
    return stored.flatMap((data) => {
      try {
        return [rollClass().fromData(typeof data === "string" ? JSON.parse(data) : data)];
      } catch {
        return [];
      }
    });
  }

  /** v13 ChatMessage#isRoll: the message has rolls. */
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** v13 ChatMessage#isAuthor: game.user is the author. */
  get isAuthor(): boolean {
    return this.author !== null && this.author.id === simGame().user.id;
  }
  /** v13 ChatMessage#visible: a whisper is visible to its author and recipients; a whispered roll to all. */
  get visible(): boolean {
    if (this.whisper.length === 0 || this.isRoll) return true;
    return this.isAuthor || this.whisper.includes(simGame().user.id);
  }
  /**
   * v13 ChatMessage#isContentVisible: for a roll, a whisper shows its content to recipients and (unless
   * blind) to its author; otherwise the same as `visible`.
   */
  get isContentVisible(): boolean {
    if (!this.isRoll) return this.visible;
    const whisper = this.whisper;
    if (whisper.length === 0) return true;
    return whisper.includes(simGame().user.id) || (this.isAuthor && !this.blind);
  }
  /** v13 ChatMessage#speakerActor: the speaker's actor (scene tokens are not simulated). */
  get speakerActor(): { name: string } | null {
    const id = this.speaker.actor;
    return id ? (simGame().actors?.get(id) ?? null) : null;
  }
  /** v13 ChatMessage#alias: OOC → author; else the speaker's alias, the speaker's actor, the author. */
  get alias(): string {
    const authorName = this.author?.name ?? "";
    if (this.style === STYLE_OOC) return authorName;
    return this.speaker.alias || (this.speakerActor?.name ?? authorName);
  }

  /** v13 ChatMessage.applyRollMode: whisper and blind for a roll mode ("roll" = the current setting). */
  static applyRollMode(data: Plain, mode: RollMode): Plain {
    const game = simGame();
    const resolved = mode === "roll" ? (game.settings.get("core", "rollMode") as RollMode) : mode;
    const existing = (data["whisper"] as string[] | undefined) ?? [];
    let whisper: string[];
    if (resolved === "publicroll") whisper = [];
    else if (resolved === "selfroll") whisper = [game.user.id];
    else if (existing.length > 0) whisper = existing;
    else whisper = (game.users?.filter((u) => u.isGM) ?? []).map((u) => u.id);
    return { ...data, whisper, blind: resolved === "blindroll" };
  }

  /** v13 ChatMessage#_preCreate: a roll message created with options.rollMode gets that mode applied. */
  protected override _preCreate(_data: Plain, options: Plain, _userId: string): Promise<boolean | undefined> {
    // v14 ChatMessage#_preCreate reads options.messageMode (rollMode is mapped by Roll._mapLegacyRollMode).
    const v14Mode = simV14() && typeof options["messageMode"] === "string" ? options["messageMode"] : null;
    const mode = v14Mode !== null ? rollModeOfMessageMode(v14Mode) : options["rollMode"];
    if (this.isRoll && typeof mode === "string" && mode !== "") {
      const { whisper, blind } = SimChatMessage.applyRollMode(this.toObject(), mode as RollMode);
      this.updateSource({ whisper, blind });
    }
    return Promise.resolve(undefined);
  }

  /** ClientDocument#_onCreate: the message joins game.messages (the chat log posts it, chat-render.ts). */
  protected override _onCreate(_data: Plain, _options: Plain, _userId: string): void {
    simGame().messages?.set(this.id, this);
  }

  /** v13 ChatMessage#renderHTML, emulated in chat-render.ts (needs installChatRender()). */
  renderHTML(options: RenderHTMLOptions = {}): Promise<HTMLElement> {
    return renderChatMessageHTML(this, options);
  }
}
