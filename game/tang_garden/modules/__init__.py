"""One folder per module that shows anything of its own, named by its id with ``_`` for ``-``:
``ui.py`` holds its UI adapter (the ``UIAdapter`` subclass with the module's id), ``painting.py``
its pictures (``PICTURES``), either optional (see game/tang_garden/module_screens.py)."""
