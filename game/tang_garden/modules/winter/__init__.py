"""Winter on screen: the palace roof, its Roof tiles, discs and Dragons; the Roof cards."""
