from tests.perf import bench_counts
for f in bench_counts.start_counts():
    print(f.name, f"{f.value:,}", flush=True)
