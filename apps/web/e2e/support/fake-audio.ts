import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const directory = resolve(".tmp/e2e-audio");

const tryRun = (command: string, args: string[]) => {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** One second of a 16 kHz tone, for machines without a speech synthesiser. */
const writeTone = (path: string) => {
  const rate = 16_000;
  const samples = rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / rate) * 8000), 44 + index * 2);
  }
  writeFileSync(path, buffer);
};

/**
 * A WAV of `text` spoken by espeak-ng or flite (Debian packages), made once per run, for
 * Chromium's fake microphone. Without either, a tone stands in: the browser tests script the
 * transcription, so only the recording's existence matters to them.
 */
export const prepareSpeechWav = (name: string, text: string): string => {
  mkdirSync(directory, { recursive: true });
  const path = resolve(directory, `${name}.wav`);
  if (existsSync(path)) return path;
  const spoken = tryRun("espeak-ng", ["-s", "150", "-w", path, text]) || tryRun("flite", ["-t", text, "-o", path]);
  if (!spoken) writeTone(path);
  return path;
};
