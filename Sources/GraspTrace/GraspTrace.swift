// Why this file exists: placeholder until the trace module lands.
import Grasp
