#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes Ferz's sounds (resources/sounds/*.wav) from nothing but arithmetic: a wooden knock for a
# move, a heavier double knock for a capture, a two-tone call for check, a short chime for the end
# of a game and a double beep for low time. 16-bit mono PCM at 22,050 Hz; the same every run.
#   python3 scripts/make-sounds.py [FOLDER]
import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def knock(length, pitch, seed, weight=1.0):
    # A damped low tone with a burst of noise at its start: a piece set down on wood.
    rng = random.Random(seed)
    samples = []
    for i in range(int(RATE * length)):
        t = i / RATE
        tone = math.sin(2 * math.pi * pitch * t) * math.exp(-t * 60)
        noise = (rng.random() * 2 - 1) * math.exp(-t * 400)
        samples.append(weight * (0.7 * tone + 0.5 * noise))
    return samples


def tone(length, pitches, volume=0.45):
    # Sine tones with a soft start and end, so that they do not click.
    samples = []
    n = int(RATE * length)
    for i in range(n):
        t = i / RATE
        envelope = min(1.0, i / (RATE * 0.008), (n - i) / (RATE * 0.03))
        value = sum(math.sin(2 * math.pi * p * t) for p in pitches) / len(pitches)
        samples.append(volume * envelope * value)
    return samples


def silence(length):
    return [0.0] * int(RATE * length)


SOUNDS = {
    "move": knock(0.09, 180, 1),
    "capture": knock(0.07, 150, 2, 1.0) + silence(0.025) + knock(0.09, 120, 3, 1.1),
    "check": tone(0.09, [880, 1320]) + silence(0.03) + tone(0.12, [988, 1480]),
    "game-end": tone(0.16, [523.25]) + tone(0.16, [659.25]) + tone(0.42, [783.99, 1046.5]),
    "low-time": tone(0.07, [1250], 0.35) + silence(0.07) + tone(0.07, [1250], 0.35),
}


def write(path, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak) * 32767
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s * scale)) for s in samples))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "resources", "sounds")
    os.makedirs(folder, exist_ok=True)
    for name, samples in SOUNDS.items():
        write(os.path.join(folder, name + ".wav"), samples)


if __name__ == "__main__":
    main()
