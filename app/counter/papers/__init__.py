"""What people read, as text without Qt: the customer's documents and letters, the notices the law
asks for, how money and times are written, and each error as one sentence."""
