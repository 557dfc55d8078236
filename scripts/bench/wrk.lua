-- The wrk scripts of scripts/bench/ and scripts/ops/, one per question, chosen by WRK in the environment:
--   WRK=post-fit      POST /fit with one body (cached after the first)
--   WRK=batch-100     POST /batch with 100 /fit questions (100 containers, cached after the first round)
--   WRK=unique-fit    every request a different /fit question, each a cache miss: GET with a query string, or with
--                     METHOD=POST a JSON body; OFFSET skips that many questions, so consecutive runs ask new ones
--                     (scripts/ops/reliability.py)
--   WRK=photo-grid    uncached POST /swiftui/layout: the body in BODY_FILE (scripts/bench/sheet.py --grid,
--                     Benchmarks/' photo-grid screen) with a new proposal height every request, the same work each
--   WRK=cluster-mix   scripts/ops/cluster.py's load: 256 different /fit questions in turn (cached after their first
--                     pass on each replica)
-- Each wrk thread gets its own id (setup runs once per thread) so threads never repeat each other's questions.
local mode = os.getenv("WRK") or error("WRK names the question (post-fit, batch-100, unique-fit, photo-grid, …)")
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end
counter = 0

if mode == "post-fit" then
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.body = '{"container":{"width":852,"height":393},"aspectRatio":"21:9","mode":"fit"}'
elseif mode == "batch-100" then
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  local questions = {}
  for width = 700, 799 do
    questions[#questions + 1] =
      string.format('{"path":"/fit","query":{"container":"%dx393","aspectRatio":"21:9"}}', width)
  end
  wrk.body = '{"questions":[' .. table.concat(questions, ",") .. ']}'
elseif mode == "unique-fit" then
  local post = os.getenv("METHOD") == "POST"
  counter = tonumber(os.getenv("OFFSET") or "0") or 0
  request = function()
    counter = counter + 1
    local n = counter * 16 + (id or 0)
    local width = 100 + (n % 100000)
    local height = 100 + math.floor(n / 100000) % 100000
    if post then
      return wrk.format("POST", "/fit", {["Content-Type"] = "application/json"},
        '{"container":{"width":' .. width .. ',"height":' .. height .. '},"aspectRatio":"21:9"}')
    end
    return wrk.format("GET", "/fit?container=" .. width .. "x" .. height .. "&aspectRatio=21:9")
  end
elseif mode == "photo-grid" then
  local file = assert(io.open(os.getenv("BODY_FILE"), "rb"))
  local template = file:read("*a")
  file:close()
  local before, after = template:match('^(.-"height": )874(.*)$')
  assert(before, "BODY_FILE has no \"height\": 874")
  request = function()
    counter = counter + 1
    local height = 874 + counter * 16 + (id or 0)
    return wrk.format("POST", "/swiftui/layout", {["Content-Type"] = "application/json"}, before .. height .. after)
  end
elseif mode == "cluster-mix" then
  request = function()
    counter = counter + 1
    local width = 300 + (counter % 256)
    return wrk.format("GET", "/fit?container=" .. width .. "x393&aspectRatio=21:9")
  end
else
  error("WRK=" .. mode .. ": not one of post-fit, batch-100, unique-fit, photo-grid, cluster-mix")
end
