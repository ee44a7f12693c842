// Why this file exists: placeholder until the scenes land.
import Grasp
