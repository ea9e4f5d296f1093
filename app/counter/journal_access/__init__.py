"""How the counter reaches its journal without blocking a screen: reads on their own connections,
writes retried while another program holds it, the lock of one app per journal, and the rolling
copy."""
