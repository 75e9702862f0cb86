"""Market of the Pear Garden (module ``pear-garden-market``): its rules in module.py."""
