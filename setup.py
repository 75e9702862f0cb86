"""The top-level folders data/, art/ and docs/ travel inside the packages (see engine/resources.py).

Everything else about the project is in pyproject.toml.
"""

from setuptools import find_packages, setup

RESOURCES = {"engine.data": "data", "game.art": "art", "game.docs": "docs"}

setup(packages=find_packages(include=["engine*", "game*"]) + list(RESOURCES), package_dir=RESOURCES)
