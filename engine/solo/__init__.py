"""The solo variant "Yin & Yang": data plus rule modules hooked into the shared flow.

Importing the package registers the solo decisions (``engine.options._BUILDERS``) and handlers
(``engine.play._HANDLERS`` under ("solo", action type), ``_AUTO``). Start a game with
``engine.game.new_solo_game(seed)`` or ``new_game(1, seed, mode="solo")``.
"""

from engine.solo import explain, options, play  # noqa: F401  (registration)
