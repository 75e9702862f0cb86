"""The rules engine (pure Python; ``TANG_GARDEN_COMPILED`` asks for its compiled copy)."""

import os

if os.environ.get("TANG_GARDEN_COMPILED"):
    from engine._compiled import install

    install(os.environ["TANG_GARDEN_COMPILED"])
