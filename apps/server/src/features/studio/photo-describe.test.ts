import { defaultVisionInstructions, type PhotoStudioSettings } from "@promptloom/contracts/studio/photo-studio";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import { createLogger } from "../../logger.ts";
import { createVisionProvider } from "../../providers/vision/create-vision-provider.ts";
import { useTestApp, type SignedInClient } from "../../testing/create-test-app.ts";
import { expectError, expectJson } from "../../testing/expect-json.ts";
import { phonePhoto, uploadPhoto } from "../../testing/photo-fixtures.ts";
import { useLoopbackOpenAi } from "../../testing/use-loopback-openai.ts";
import { seedStudio } from "./seed-studio.ts";

const peer = useLoopbackOpenAi();
const testApp = useTestApp(() => ({
  providers: {
    vision: createVisionProvider(
      { model: "vision-test-model", baseUrl: peer().baseUrl, apiKey: "sk-vision", timeoutMs: 5000 },
      createLogger("silent"),
    ),
  },
}));

beforeEach(async () => {
  await seedStudio({ db: testApp().db, logger: createLogger("silent") });
});

const description = {
  subject: "a lighthouse on a rocky cliff above a stormy sea",
  style: "moody seascape",
  medium: "digital photograph",
  lighting: "last light of sunset breaking through clouds",
  composition: "lighthouse on the right third, horizon low",
  camera: "wide-angle lens, long exposure",
  mood: "wild and lonely",
  palette: "slate blue, amber and white",
};

const uploadAndDescribe = async () => {
  const member = await testApp().as("paid");
  const photo = await uploadPhoto(
    member,
    await phonePhoto({ width: 320, height: 180, colour: { r: 60, g: 80, b: 120 } }),
  );
  return {
    member,
    photo,
    describe: () => member.api["photo-studio"].uploads[":id"].describe.$post({ param: { id: photo.id } }),
  };
};

const reopen = (member: SignedInClient, id: string) =>
  expectJson(member.api["photo-studio"].uploads[":id"].$get({ param: { id } }));

const settingsOf = (admin: SignedInClient) => expectJson(admin.api.admin["photo-studio"].settings.$get());

/** The image the model was sent, from the recorded chat request. */
const sentImage = () => {
  const messages = peer().requests[0]?.json?.messages as { role: string; content: unknown }[];
  const parts = messages[1]?.content as { type: string; image_url?: { url: string } }[];
  return parts.find((part) => part.type === "image_url")?.image_url?.url ?? "";
};

describe("POST /api/photo-studio/uploads/:id/describe", () => {
  it("sends the stored photo and the admin's instructions to the vision model, and keeps its description", async () => {
    peer().script("chat", { kind: "text", text: JSON.stringify(description) });
    const { member, photo, describe } = await uploadAndDescribe();
    const described = await expectJson(describe());
    expect(described).toMatchObject({ description, describedBy: "vision-test-model" });
    expect(described.prefill.subject).toBe(description.subject);
    expect(described.prefill.picks.lighting).toEqual([{ text: description.lighting, weight: 1 }]);
    expect(described.prefill.picks.aspect).toEqual([{ slug: "16-9", weight: 1 }]);

    const request = peer().requests[0];
    expect(request?.headers.authorization).toBe("Bearer sk-vision");
    expect(request?.json).toMatchObject({ model: "vision-test-model" });
    const [system] = request?.json?.messages as { content: string }[];
    expect(system?.content.startsWith(defaultVisionInstructions)).toBe(true);
    expect(system?.content).toContain('"subject"');
    const image = sentImage();
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const sent = await sharp(Buffer.from(image.split(",")[1] ?? "", "base64")).metadata();
    expect(sent).toMatchObject({ format: "jpeg", width: 320, height: 180 });
    expect(sent.exif).toBeUndefined();

    expect((await reopen(member, photo.id)).description).toEqual(description);
    expect(peer().requests).toHaveLength(1);
  });

  it("reads the description out of code fences and chatter around it", async () => {
    peer().script("chat", {
      kind: "text",
      text: `Sure! Here it is:\n\`\`\`json\n${JSON.stringify({ subject: "a red door" })}\n\`\`\``,
    });
    const { describe } = await uploadAndDescribe();
    const described = await expectJson(describe());
    expect(described.description).toEqual({
      ...Object.fromEntries(Object.keys(description).map((key) => [key, ""])),
      subject: "a red door",
    });
  });

  it("answers 502 and keeps the upload as it was when the model's answer cannot be used", async () => {
    peer().script("chat", { kind: "text", text: "I cannot see any image." });
    const { member, photo } = await uploadAndDescribe();
    const failed = await member.post(`/api/photo-studio/uploads/${photo.id}/describe`);
    expect(expectError(failed, 502).message).toBe(
      "The AI service returned an answer we could not use. Please try again.",
    );
    expect((await reopen(member, photo.id)).description).toBeNull();
  });

  it("answers 503 when the vision service fails, after its one retry", async () => {
    const retrySoon = { "retry-after-ms": "10" };
    peer().script(
      "chat",
      { kind: "error", status: 500, headers: retrySoon },
      { kind: "error", status: 500, headers: retrySoon },
    );
    const { describe } = await uploadAndDescribe();
    expect((await describe()).status).toBe(503);
  });

  it("uses the instructions an admin wrote, and logs the change", async () => {
    const admin = await testApp().as("admin");
    const current = await settingsOf(admin);
    expect(current.visionModel).toBe("vision-test-model");
    const instructions = "Describe product photos for an e-commerce catalogue: material, finish, background.";
    await expectJson(
      admin.api.admin["photo-studio"].settings.$put({ json: { ...current, visionInstructions: instructions } }),
    );
    peer().script("chat", { kind: "text", text: JSON.stringify({ subject: "a ceramic mug" }) });
    const { describe } = await uploadAndDescribe();
    await describe();
    const [system] = peer().requests[0]?.json?.messages as { content: string }[];
    expect(system?.content.startsWith(instructions)).toBe(true);

    const log = await expectJson(
      admin.api.admin["audit-log"].$get({ query: { action: "photo_studio.update_settings" } }),
    );
    expect(log.items[0]?.after).toEqual({ visionInstructions: instructions });
  });
});

describe("admin Photo Studio settings", () => {
  it("refuses limits outside what the studio can take", async () => {
    const admin = await testApp().as("admin");
    const current = await settingsOf(admin);
    const cases: [Partial<PhotoStudioSettings>, string][] = [
      [{ maxBytes: 1000 }, "The size limit must be at least 1 MB"],
      [{ maxBytes: 50 * 1024 * 1024 }, "The size limit can be at most 20 MB"],
      [{ allowedTypes: [] }, "Allow at least one file type"],
      [{ visionInstructions: "Be nice." }, "Write at least a sentence of instructions"],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.put("/api/admin/photo-studio/settings", { ...current, ...change });
      expect(expectError(answer, 400).message).toBe(message);
    }
    const gif = await admin.put("/api/admin/photo-studio/settings", { ...current, allowedTypes: ["image/gif"] });
    expect(gif.status).toBe(400);
  });

  it("is for admins only", async () => {
    for (const role of ["anonymous", "unpaid", "paid", "refunded"] as const) {
      const client = await testApp().as(role);
      expect((await client.get("/api/admin/photo-studio/settings")).status).toBe(role === "anonymous" ? 401 : 403);
    }
  });
});
