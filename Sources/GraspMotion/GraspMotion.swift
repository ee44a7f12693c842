// Why this file exists: placeholder until the motion module lands (velocity tracking and animation).
import GraspGeometry
