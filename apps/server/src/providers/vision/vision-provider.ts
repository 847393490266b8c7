import type { PhotoDescription } from "@promptloom/contracts/studio/photo-studio";

/** A model that looks at a photo and describes it for an image prompt. */
export interface VisionProvider {
  readonly name: "none" | "openai";
  /** The model's name, shown beside its descriptions; null when no model is configured. */
  readonly model: string | null;
  /** Throws `AiError` (`not_configured` when there is no model). */
  describePhoto(
    input: { image: Uint8Array; contentType: string; instructions: string },
    options?: { signal?: AbortSignal },
  ): Promise<PhotoDescription>;
}
