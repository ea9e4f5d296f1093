"""The work behind the clerk: the counter runtime, its job keeper and its jobs (mail, the
disruption watch, the pending-sale replay, the retention eraser), each job's health."""
