"""Synthesise the game's short sound effects as WAV files (standard library only).

Usage: python tools/make_sounds.py [--out DIR]   (default: art/sounds)

Plucked and struck tones on a pentatonic scale, in the spirit of a guzheng and temple bells:
a tile laid, a decoration placed, coins, a character placed, the turn passing, the end fanfare.
The same code always writes the same bytes.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parents[1]

Signal = Callable[[float], float]  # seconds -> amplitude in -1..1


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _render(seconds: float, signal: Signal) -> list[float]:
    return [signal(i / RATE) for i in range(int(seconds * RATE))]


def _mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value


def _bell(freq: float, decay: float, partials=((1, 1.0), (2.76, 0.35), (5.4, 0.12))) -> Signal:
    """A struck bell: inharmonic partials, each fading faster than the one below it."""

    def signal(t: float) -> float:
        attack = min(1.0, t / 0.004)
        return attack * sum(
            amp * math.sin(2 * math.pi * freq * ratio * t) * math.exp(-t * ratio / decay)
            for ratio, amp in partials
        )

    return signal


def _pluck(freq: float, seconds: float, seed: int) -> list[float]:
    """A plucked string (Karplus-Strong): a burst of noise through a damped delay line."""
    rand = random.Random(seed)
    period = max(2, round(RATE / freq))
    line = [rand.uniform(-1, 1) for _ in range(period)]
    out = []
    for i in range(int(seconds * RATE)):
        value = line[i % period]
        line[i % period] = 0.996 * 0.5 * (value + line[(i + 1) % period])
        out.append(value)
    return out


def _knock(freq: float, seconds: float, seed: int, noise: float) -> list[float]:
    """Wood on wood: a short pitched thump with a little click of noise on top."""
    rand = random.Random(seed)
    return [
        math.exp(-t / 0.035) * math.sin(2 * math.pi * freq * t * (1 - 0.3 * t))
        + noise * math.exp(-t / 0.006) * rand.uniform(-1, 1)
        for t in (i / RATE for i in range(int(seconds * RATE)))
    ]


PENTATONIC = [261.63, 293.66, 329.63, 392.00, 440.00, 523.25, 587.33, 659.25, 783.99, 880.00]


def tile() -> list[float]:
    return _knock(150, 0.25, seed=1, noise=0.5)


def character() -> list[float]:
    out = _knock(520, 0.18, seed=2, noise=0.25)
    _mix(out, _knock(700, 0.14, seed=3, noise=0.2), 0.07, 0.6)
    return out


def decoration() -> list[float]:
    return _render(0.6, _bell(PENTATONIC[7], 0.18))


def coins() -> list[float]:
    out = _render(0.25, _bell(2093.0, 0.05, ((1, 1.0), (2.4, 0.4))))
    _mix(out, _render(0.3, _bell(2637.0, 0.06, ((1, 1.0), (2.4, 0.4)))), 0.07, 0.8)
    return out


def turn() -> list[float]:
    out = _pluck(PENTATONIC[3], 0.6, seed=4)
    _mix(out, _pluck(PENTATONIC[5], 0.7, seed=5), 0.12)
    return out


def fanfare() -> list[float]:
    out = _silence(0.1)
    for i, note in enumerate((0, 1, 2, 4, 5, 7)):
        _mix(out, _pluck(PENTATONIC[note], 0.8, seed=10 + i), 0.12 * i, 0.8)
    _mix(out, _render(1.6, _bell(PENTATONIC[5] / 2, 0.5)), 0.75, 0.7)
    for i, note in enumerate((5, 7, 9)):
        _mix(out, _pluck(PENTATONIC[note], 1.2, seed=20 + i), 0.75, 0.5)
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "tile": tile,
    "decoration": decoration,
    "coins": coins,
    "character": character,
    "turn": turn,
    "fanfare": fanfare,
}


def write(path: Path, samples: list[float], peak: float = 0.7) -> None:
    """Normalise to ``peak``, fade the last 20 ms and write 16-bit mono PCM."""
    loudest = max(abs(s) for s in samples) or 1.0
    fade = int(0.02 * RATE)
    data = array.array("h")
    for i, value in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade)
        data.append(round(32767 * peak * tail * value / loudest))
    if sys.byteorder == "big":  # WAV stores little-endian samples
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "art" / "sounds")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(args.out / f"{name}.wav", make())
        print(args.out / f"{name}.wav")


if __name__ == "__main__":
    main()
