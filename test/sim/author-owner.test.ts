// @vitest-environment happy-dom
/**
 * v13 common/documents/chat-message.mjs BaseChatMessage#getUserLevel: the author of a chat message holds
 * OWNER over it on every client (testUserPermission, isOwner), another player does not, a GM always does.
 */
import "./install.ts";
import { describe, expect, it } from "vitest";
import { SIM_BEHAVIOURS } from "./behaviours.ts";
import { create, on, setUpTable } from "../session/table.ts";

describe("a chat message's author holds OWNER (v13 BaseChatMessage#getUserLevel)", () => {
  it("is listed with its v13 source", () => {
    expect(SIM_BEHAVIOURS.some((b) => b.source.includes("BaseChatMessage#getUserLevel"))).toBe(true);
  });

  it("the author owns their message on every client; another player does not; the GM does", async () => {
    const { alice, bob, gm, session } = await setUpTable();
    const message = await create(alice, "ChatMessage", { author: alice.userId, content: "<p>hi</p>" });
    await session.settle();
    for (const client of session.clients) {
      const seen = on(client, message) as unknown as {
        testUserPermission(user: unknown, level: string): boolean;
      };
      expect(client.run(() => seen.testUserPermission(alice.user, "OWNER"))).toBe(true);
      expect(client.run(() => seen.testUserPermission(bob.user, "OWNER"))).toBe(false);
      expect(client.run(() => seen.testUserPermission(bob.user, "LIMITED"))).toBe(false);
      expect(client.run(() => seen.testUserPermission(gm.user, "OWNER"))).toBe(true);
    }
    expect(alice.run(() => (on(alice, message) as unknown as { isOwner: boolean }).isOwner)).toBe(true);
    expect(bob.run(() => (on(bob, message) as unknown as { isOwner: boolean }).isOwner)).toBe(false);
  });
});
