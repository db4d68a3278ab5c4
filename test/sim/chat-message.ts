/**
 * A ChatMessage document for the simulation, after v13 common/documents/chat-message.mjs (the schema:
 * author, content, flavor, speaker, whisper, blind, rolls as JSON strings, style, system by type) and
 * client/documents/chat-message.mjs (the `rolls` getter reviving Roll instances with Roll.fromData,
 * `isAuthor`, `isRoll`, `visible`, `isContentVisible`, `getSpeaker`). Rendering is ./chat-render.ts.
 */
import { HarnessDocument } from "../harness/document.ts";
import type { Collection } from "../harness/collection.ts";
import type { Plain } from "../harness/utils.ts";
import type { SimUser } from "./documents.ts";

interface RollClass {
  fromData(data: unknown): unknown;
}
const game = () => (globalThis as unknown as { game: { user: SimUser; users: Collection<SimUser> } }).game;
const rollClass = () => (globalThis as unknown as { Roll: RollClass }).Roll;

export class SimChatMessage extends HarnessDocument {
  static override documentName = "ChatMessage";

  /** v13 ChatMessage.getSpeaker: alias from the option, else the actor's name (tokens and scenes not used). */
  static getSpeaker(options: { actor?: { id?: string; name?: string } | null; alias?: string } = {}): Plain {
    return {
      actor: options.actor?.id ?? null,
      alias: options.alias ?? options.actor?.name ?? game().user.name,
      scene: null,
      token: null,
    };
  }

  get author(): SimUser | null {
    const id = this._source["author"];
    return typeof id === "string" ? (game().users.get(id) ?? null) : null;
  }
  get content(): string {
    const content = this._source["content"];
    return typeof content === "string" ? content : "";
  }
  get flavor(): string {
    const flavor = this._source["flavor"];
    return typeof flavor === "string" ? flavor : "";
  }
  get speaker(): Plain {
    return (this._source["speaker"] as Plain | undefined) ?? {};
  }
  get whisper(): string[] {
    return (this._source["whisper"] as string[] | undefined) ?? [];
  }
  get blind(): boolean {
    return this._source["blind"] === true;
  }
  /** v13 ChatMessage#rolls: the stored JSON strings revived through Roll.fromData. */
  get rolls(): unknown[] {
    const stored = (this._source["rolls"] as unknown[] | undefined) ?? [];
    return stored.map((r) => rollClass().fromData(typeof r === "string" ? JSON.parse(r) : r));
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** v13 ChatMessage#isAuthor. */
  get isAuthor(): boolean {
    return this._source["author"] === game().user.id;
  }
  /** v13 BaseChatMessage#testUserPermission: the author (and GMs) own a message. */
  override get isOwner(): boolean {
    return game().user.isGM || this.isAuthor;
  }
  /** v13 ChatMessage#visible: whispers are visible to their recipients, the author and GMs. */
  get visible(): boolean {
    if (!this.whisper.length) return true;
    const user = game().user;
    return user.isGM || this.isAuthor || this.whisper.includes(user.id);
  }
  /** v13 ChatMessage#isContentVisible: a blind roll's content is hidden from its (non-GM) author. */
  get isContentVisible(): boolean {
    if (!this.visible) return false;
    if (this.blind) return game().user.isGM;
    return true;
  }
}
