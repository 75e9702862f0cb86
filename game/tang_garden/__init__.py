"""The base game on screen, and each module's screen parts.

``module_ui`` is what a module's UI adapter may add to the shared screens, ``module_ui_registry``
finds the adapters of a running ruleset, ``joined`` joins the base game's pieces and words with
theirs, ``painting/`` draws every picture, and ``modules/<id>/`` holds one module's screen parts
(the module id with ``_`` for ``-``, as its engine folder and its data pack are named).
"""
