"""The Wayfarer promo (module ``promo-wayfarer``): its rules in module.py, its kinds in kinds.py,
its action in actions.py."""
