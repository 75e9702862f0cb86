"""The Herbalist promo (module ``promo-herbalist``): its rules in module.py, its kinds in kinds.py,
its action in actions.py, its id and slice of the state in slice.py."""
