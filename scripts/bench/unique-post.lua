-- Every request POSTs a different /fit question, so each one misses the cache (threads never repeat each other).
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

counter = 0
request = function()
  counter = counter + 1
  local n = counter * 16 + (id or 0)
  local width = 100 + (n % 100000)
  local height = 100 + math.floor(n / 100000) % 100000
  return wrk.format("POST", "/fit", {["Content-Type"] = "application/json"},
    '{"container":{"width":' .. width .. ',"height":' .. height .. '},"aspectRatio":"21:9"}')
end
