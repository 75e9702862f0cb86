"""The computer-player framework every game shares: worlds dealt from one seat's view."""
