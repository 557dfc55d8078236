-- Uncached POST /swiftui/layout: the body in BODY_FILE (scripts/bench/photo_grid.py, Benchmarks/' photo-grid
-- screen) with a new proposal height every request, so each one is a cache miss doing the same work. Each wrk thread
-- gets its own id (setup runs once per thread) so threads never repeat each other's questions.
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

local file = assert(io.open(os.getenv("BODY_FILE"), "rb"))
local template = file:read("*a")
file:close()
local before, after = template:match('^(.-"height": )874(.*)$')
assert(before, "BODY_FILE has no \"height\": 874")
counter = 0
request = function()
  counter = counter + 1
  local height = 874 + counter * 16 + (id or 0)
  return wrk.format("POST", "/swiftui/layout", {["Content-Type"] = "application/json"}, before .. height .. after)
end
