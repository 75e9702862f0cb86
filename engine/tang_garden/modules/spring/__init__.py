"""Spring, the Seasons scenario of the lantern festival (module ``spring``): its rules in
module.py, its actions in actions.py, its kinds (the rewards, the Exorcist) in kinds.py, what
computer players know of an auction in bots.py."""

from engine.tang_garden.modules.spring.actions import Bid, PickReward, RevealBids, TakeDiscard
from engine.tang_garden.modules.spring.slice import ID

__all__ = ["ID", "Bid", "PickReward", "RevealBids", "TakeDiscard"]  # what its screen uses
