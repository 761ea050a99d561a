import Lifecheck
