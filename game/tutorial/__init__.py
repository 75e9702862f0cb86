"""Learn to play: guided first games (lessons) on the normal play screen.

A lesson is data (``data/tutorials/<id>.yaml``, read by ``lessons``): a fixed seed, its seats,
the computer's scripted moves and the steps, each pointing at what to do and saying why. The
session (``session``) checks each move against the step before the engine plays it and keeps
the step with the game's save; the coach (``coach``) is an overlay on the play screen; the
scene (``scene``) is the play screen with the coach over it.
"""
