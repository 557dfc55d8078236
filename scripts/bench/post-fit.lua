wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"container":{"width":852,"height":393},"aspectRatio":"21:9","mode":"fit"}'
