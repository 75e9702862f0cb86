"""Yin & Yang, the solo scenario (module ``yin-yang``): its Module class in module.py; its actions,
lanterns (kinds.py), decisions (options.py), handlers (play.py), setup, scoring, refusals
(explain.py), computer player (bots.py) and the rules they share (rules.py); its id and slice of
the state in slice.py."""
